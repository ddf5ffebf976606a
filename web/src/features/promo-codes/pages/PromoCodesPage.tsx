import type { PromoCode } from "@froyo/contracts";
import { Button } from "@mui/material";
import { useCallback, useState } from "react";
import { AddIcon } from "../../../components/icons/list-icons";
import { PageHeader } from "../../../components/PageHeader";
import { useLanguage } from "../../../i18n/use-language";
import { usePermissions } from "../../../lib/permissions";
import { useLinkedId } from "../../../lib/use-linked-id";
import { useBrandCompany } from "../../../theme/brand-context";
import { DeletePromoCodeDialog } from "../components/DeletePromoCodeDialog";
import { PromoCodeDetailDialog } from "../components/PromoCodeDetailDialog";
import { PromoCodeFormDialog } from "../components/PromoCodeFormDialog";
import { PromoCodeList, type PromoRowAction } from "../components/PromoCodeList";
import { ProUpsell } from "../components/ProUpsell";
import { browserTimezone } from "../components/promo-format";
import { usePromoCodesTranslation } from "../use-promo-codes-translation";

type OpenDialog = { kind: "create" } | { kind: PromoRowAction; promo: PromoCode } | null;

/**
 * /promo-codes. The route asks only `view products` (seed spec), so a user without `view promocodes` lands here
 * too: they get the Pro offer, and no promo code call is made. Everyone else gets the list and, per permission,
 * create, edit, disable and delete.
 */
export function PromoCodesPage() {
  const { t } = usePromoCodesTranslation();
  const { can, actor } = usePermissions();
  const language = useLanguage();
  const company = useBrandCompany();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const onAction = useCallback((kind: PromoRowAction, promo: PromoCode) => setDialog({ kind, promo }), []);
  const close = () => setDialog(null);
  // A notification about a code (used up) links here with ?code=<id>: its details open.
  const [linkedId, setLinkedId] = useState<string | null>(null);
  useLinkedId("code", setLinkedId);

  if (!can("view promocodes")) {
    return (
      <>
        <PageHeader title={t("title")} />
        <ProUpsell />
      </>
    );
  }

  const formProps = {
    isClient: actor?.type === "client",
    defaultTimezone: company?.default_timezone || browserTimezone(),
    language,
    onClose: close,
  };
  return (
    <>
      <PageHeader
        title={t("title")}
        action={
          can("create promocodes") && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: "create" })}>
              {t("newCode")}
            </Button>
          )
        }
      />
      <PromoCodeList language={language} onAction={onAction} />
      {dialog?.kind === "create" && <PromoCodeFormDialog promo={null} {...formProps} />}
      {dialog?.kind === "edit" && <PromoCodeFormDialog key={dialog.promo.id} promo={dialog.promo} {...formProps} />}
      {dialog?.kind === "delete" && <DeletePromoCodeDialog promo={dialog.promo} onClose={close} />}
      {dialog?.kind === "details" && <PromoCodeDetailDialog promo={dialog.promo} language={language} onClose={close} />}
      {linkedId && (
        <PromoCodeDetailDialog
          promo={{ id: linkedId, code: "" }}
          language={language}
          onClose={() => setLinkedId(null)}
        />
      )}
    </>
  );
}
