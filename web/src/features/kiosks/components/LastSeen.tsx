import { formatDateTime } from "../../../lib/format-date";
import { formatTimeAgo } from "../../../lib/format-relative-time";
import { useNow } from "../../../lib/use-now";
import { useKiosksTranslation } from "../use-kiosks-translation";

/** "Last seen 2 minutes ago" (kept true as time passes), the exact time on hover; "Never seen" before a heartbeat. */
export function LastSeen({ value }: { value: string | null }) {
  const { t } = useKiosksTranslation();
  const now = useNow();
  if (!value) return <span>{t("list.neverSeen")}</span>;
  return (
    <time dateTime={value} title={formatDateTime(value)}>
      {t("list.lastSeen", { when: formatTimeAgo(value, now, "—") })}
    </time>
  );
}
