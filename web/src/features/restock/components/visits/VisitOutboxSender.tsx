import { useSendVisitOutbox } from "../../api/record-visit";

/** Sends the visits waiting on this phone (now, and when the network returns) while mounted; shows nothing. */
export function VisitOutboxSender() {
  useSendVisitOutbox();
  return null;
}
