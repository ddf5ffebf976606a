import { TextLink } from "../../../components/TextLink";

export function BackToSignInLink() {
  return (
    <TextLink to="/sign-in" style={{ alignSelf: "center" }}>
      Back to sign in
    </TextLink>
  );
}
