import { describe, expect, it } from "vitest";
import webPush from "web-push";
import { ConfigError, loadConfig } from "../config.js";

describe("configuration of jobs and notifications", () => {
  it("polls the queue by default, but not under NODE_ENV=test unless asked", () => {
    expect(loadConfig({}).jobsEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).jobsEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", JOBS_ENABLED: "1" }).jobsEnabled).toBe(true);
    expect(loadConfig({ JOBS_ENABLED: "off" }).jobsEnabled).toBe(false);
    expect(loadConfig({})).toMatchObject({ JOBS_POLL_SECONDS: 1, JOBS_LEASE_SECONDS: 120, ALERT_SWEEP_SECONDS: 30 });
  });

  it("takes the VAPID subject from MAIL_FROM's address unless given", () => {
    expect(loadConfig({}).VAPID_SUBJECT).toBe("mailto:no-reply@localhost");
    expect(loadConfig({ MAIL_FROM: "Froyo <ops@froyo.example>" }).VAPID_SUBJECT).toBe("mailto:ops@froyo.example");
    expect(loadConfig({ VAPID_SUBJECT: "https://froyo.example/contact" }).VAPID_SUBJECT).toBe(
      "https://froyo.example/contact",
    );
  });

  it("accepts a whole VAPID key pair, and reports a half one or a bad key with the other problems at once", () => {
    const keys = webPush.generateVAPIDKeys();
    expect(loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }).VAPID_PUBLIC_KEY).toBe(
      keys.publicKey,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/VAPID_PRIVATE_KEY: must be set with/);
    const bad = () =>
      loadConfig({
        VAPID_PUBLIC_KEY: "short",
        VAPID_PRIVATE_KEY: keys.privateKey,
        VAPID_SUBJECT: "ops",
        JOBS_LEASE_SECONDS: "1",
      });
    expect(bad).toThrow(ConfigError);
    for (const problem of [
      /JOBS_LEASE_SECONDS: Too small/,
      /VAPID_PUBLIC_KEY: must be a base64url P-256 public key/,
      /VAPID_SUBJECT: must be a mailto: or https: URL/,
    ]) {
      expect(bad).toThrow(problem);
    }
  });
});
