import * as contracts from "@froyo/contracts";
import { describe, expect, it } from "vitest";
import { NO_RESPONSE_MESSAGE } from "../lib/api-error";
import ar from "../locales/ar/validation";
import { i18n, translateMessage } from "./i18n";
import { extractMessages, textConstants } from "./message-literals";

// The sources as text (Vite reads them at test time; the app never imports this file).
const contractSources = import.meta.glob<string>("../../../contracts/src/*.ts", {
  query: "?raw",
  import: "default",
  eager: true,
});
const serverSources = import.meta.glob<string>(
  ["../../../server/src/{modules,identity,device,plugins,lib}/**/*.ts", "!**/*.test.ts"],
  { query: "?raw", import: "default", eager: true },
);

const constants = contracts as unknown as Record<string, unknown>;

function contractMessages(): string[] {
  return Object.entries(contractSources).flatMap(([path, source]) => extractMessages(path, source, { constants }));
}

function serverMessages(): string[] {
  // A message constant may live in another module than the throw that uses it (SUBDOMAIN_TAKEN).
  const serverConstants = Object.assign(
    {},
    constants,
    ...Object.entries(serverSources).map(([path, source]) => textConstants(path, source)),
  );
  return Object.entries(serverSources).flatMap(([path, source]) =>
    // Messages naming a field of the request (`The ${key} field is not allowed.`) cannot be listed: skipped.
    extractMessages(path, source, { constants: serverConstants, lenient: true, serverHelpers: true }),
  );
}

const missingIn = (messages: string[]) => messages.filter((message) => !ar[message]?.trim());

describe("Arabic messages of the schemas and the API", () => {
  it("reads the contracts' messages, templates evaluated with their constants and helpers' arguments", () => {
    const messages = contractMessages();
    expect(messages).toEqual(
      expect.arrayContaining([
        "The email field is required.",
        `The password must be at least ${contracts.PASSWORD_MIN} characters.`,
        `The question must not be greater than ${contracts.FAQ_QUESTION_MAX} characters.`,
        `The answer must not be greater than ${contracts.FAQ_ANSWER_MAX} characters.`,
        "The public site URL must be an http(s) URL.",
        "The selected category is invalid.",
        contracts.COMPANY_MESSAGES.created,
        contracts.TRAINING_MESSAGES.incorrectPassword,
        contracts.ERROR_MESSAGES.tooManyAttempts,
      ]),
    );
    expect(messages.some((message) => message.includes("${"))).toBe(false);
  });

  it("has an Arabic entry for every message of contracts/src", () => {
    expect(missingIn(contractMessages())).toEqual([]);
  });

  it("has an Arabic entry for every fixed message the server sends", () => {
    const messages = serverMessages();
    expect(messages).toEqual(
      expect.arrayContaining([
        "The subdomain has already been taken.",
        "The primary logo must not be larger than 4096 × 4096 pixels.",
        "This password is too common. Please choose a less predictable one.",
      ]),
    );
    expect(missingIn(messages)).toEqual([]);
  });

  it("has one for the client's own no-response message", () => {
    expect(missingIn([NO_RESPONSE_MESSAGE])).toEqual([]);
  });

  it("translates a message in Arabic and leaves an unknown one as it came", async () => {
    await i18n.changeLanguage("ar");
    expect(translateMessage("The email field is required.")).toBe(ar["The email field is required."]);
    expect(translateMessage("Some message nobody translated.")).toBe("Some message nobody translated.");
  });
});
