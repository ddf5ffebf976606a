import { useTranslation } from "react-i18next";
import { TextLink } from "../../../components/TextLink";

export function BackToSignInLink() {
  const { t } = useTranslation("auth");
  return (
    <TextLink to="/sign-in" style={{ alignSelf: "center" }}>
      {t("backToSignIn")}
    </TextLink>
  );
}
