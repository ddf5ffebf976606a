import type { Kiosk } from "@froyo/contracts";
import { AddKioskDialog } from "./AddKioskDialog";
import { DeleteKiosksDialog } from "./DeleteKiosksDialog";
import { EditKioskDialog } from "./EditKioskDialog";
import { KioskKeyDialog, type ShownKey } from "./KioskKeyDialog";
import { RotateKeyDialog } from "./RotateKeyDialog";

export type FleetDialog =
  | { kind: "add" }
  | { kind: "edit" | "rotate"; kiosk: Kiosk }
  | { kind: "delete"; kiosks: Kiosk[] }
  | { kind: "key"; shown: ShownKey }
  | null;

interface FleetDialogsProps {
  dialog: FleetDialog;
  isStaff: boolean;
  onChange: (next: FleetDialog) => void;
  onDeleted: (ids: string[]) => void;
}

/** The one open dialog of the fleet. Adding and rotating end in the key dialog: the key exists only then. */
export function FleetDialogs({ dialog, isStaff, onChange, onDeleted }: FleetDialogsProps) {
  const close = () => onChange(null);
  const showKey = (kioskName: string, apiKey: string) => onChange({ kind: "key", shown: { kioskName, apiKey } });
  switch (dialog?.kind) {
    case "add":
      return <AddKioskDialog onClose={close} onCreated={(kiosk) => showKey(kiosk.name, kiosk.api_key)} />;
    case "edit":
      return <EditKioskDialog key={dialog.kiosk.id} kiosk={dialog.kiosk} isStaff={isStaff} onClose={close} />;
    case "rotate":
      return (
        <RotateKeyDialog
          kiosk={dialog.kiosk}
          onClose={close}
          onRotated={(apiKey) => showKey(dialog.kiosk.name, apiKey)}
        />
      );
    case "delete":
      return <DeleteKiosksDialog kiosks={dialog.kiosks} onClose={close} onDeleted={onDeleted} />;
    case "key":
      return <KioskKeyDialog shown={dialog.shown} onClose={close} />;
    default:
      return null;
  }
}
