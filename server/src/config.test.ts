import path from "node:path";
import { fileURLToPath } from "node:url";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("has working defaults for an embedded install", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: "development",
      HOST: "localhost",
      PORT: 3000,
      APP_DOMAIN: "localhost",
      APP_URL: "http://localhost:3000",
      DB_APP_ROLE: "froyo_app",
      DB_POOL_SIZE: 10,
      SESSION_IDLE_MINUTES: 120,
      SESSION_ABSOLUTE_MINUTES: 720,
      LOGIN_MAX_ATTEMPTS_PER_EMAIL: 5,
      LOGIN_MAX_ATTEMPTS_PER_IP: 30,
      LOGIN_DECAY_SECONDS: 60,
      LOG_LEVEL: "info",
      TRUST_PROXY: false,
      seedDemo: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it("keeps data in the repository's data/ by default, and reads a relative DATA_DIR from where the user ran npm", () => {
    const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url));
    expect(loadConfig({}).DATA_DIR).toBe(path.join(repositoryRoot, "data"));
    expect(loadConfig({ DATA_DIR: "my-data", INIT_CWD: "/home/ana/froyo" }).DATA_DIR).toBe("/home/ana/froyo/my-data");
    expect(loadConfig({ DATA_DIR: "/srv/froyo", INIT_CWD: "/home/ana/froyo" }).DATA_DIR).toBe("/srv/froyo");
    expect(loadConfig({ DATA_DIR: "my-data" }).DATA_DIR).toBe(path.resolve("my-data"));
  });

  it("derives APP_URL from APP_DOMAIN and PORT unless given", () => {
    expect(loadConfig({ APP_DOMAIN: "froyo.example.com", PORT: "8080" }).APP_URL).toBe("http://froyo.example.com:8080");
    expect(loadConfig({ APP_URL: "https://froyo.example.com" }).APP_URL).toBe("https://froyo.example.com");
  });

  it("seeds the demo by default on the embedded database only", () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: "postgres://u@db:5432/froyo" }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://u@db:5432/froyo", SEED_DEMO: "1" }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: "off" }).seedDemo).toBe(false);
  });

  it("keeps the demo fleet live with the embedded demo only, unless DEMO_LIVE says otherwise", () => {
    expect(loadConfig({}).demoLive).toBe(true);
    expect(loadConfig({ DEMO_LIVE: "0" }).demoLive).toBe(false);
    expect(loadConfig({ NODE_ENV: "test" }).demoLive).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", DEMO_LIVE: "1" }).demoLive).toBe(true);
    expect(loadConfig({ DATABASE_URL: "postgres://u@db:5432/froyo" }).demoLive).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://u@db:5432/froyo", DEMO_LIVE: "1" }).demoLive).toBe(true);
    expect(() => loadConfig({ DEMO_LIVE: "maybe" })).toThrow("DEMO_LIVE");
  });

  it("takes an empty variable as unset", () => {
    const config = loadConfig({ DATABASE_URL: "", SEED_DEMO: "", PORT: "", SMTP_URL: "" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
    expect(config.seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: "postgres://u@db:5432/froyo", SEED_DEMO: "" }).seedDemo).toBe(false);
  });

  it("reports every bad variable in one error", () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: "abc",
        APP_DOMAIN: "Bad_Domain",
        SESSION_IDLE_MINUTES: "0",
        LOG_LEVEL: "loud",
        SEED_DEMO: "maybe",
        DB_APP_ROLE: "app; DROP ROLE postgres",
        DB_POOL_SIZE: "0",
        SMTP_URL: "not a url",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/^Invalid configuration:\n/);
    for (const name of [
      "PORT",
      "APP_DOMAIN",
      "SESSION_IDLE_MINUTES",
      "LOG_LEVEL",
      "SEED_DEMO",
      "DB_APP_ROLE",
      "DB_POOL_SIZE",
      "SMTP_URL",
    ]) {
      expect(message).toMatch(new RegExp(`^  ${name}: `, "m"));
    }
    expect(message).toContain("must be a lower-case host name");
  });

  it("has no platform support address and no chat widget unless configured", () => {
    const config = loadConfig({});
    expect(config.SUPPORT_EMAIL).toBeUndefined();
    expect(config.CHAT_WIDGET_URL).toBeUndefined();
    expect(config.CHAT_WIDGET_SELECTOR).toBe("#chat-widget-container");
    const configured = loadConfig({
      SUPPORT_EMAIL: "help@example.com",
      CHAT_WIDGET_URL: "https://chat.example.net/widget.js",
      CHAT_WIDGET_SELECTOR: "#hubspot-messages-iframe-container",
    });
    expect(configured).toMatchObject({
      SUPPORT_EMAIL: "help@example.com",
      CHAT_WIDGET_URL: "https://chat.example.net/widget.js",
      CHAT_WIDGET_SELECTOR: "#hubspot-messages-iframe-container",
    });
  });

  it.each([
    ["PORT", "65536"],
    ["PORT", "-1"],
    ["LOGIN_MAX_ATTEMPTS_PER_IP", "0"],
    ["LOGIN_DECAY_SECONDS", "1.5"],
    ["APP_URL", "not a url"],
    ["NODE_ENV", "staging"],
    ["SUPPORT_EMAIL", "support at example.com"],
    ["CHAT_WIDGET_URL", "javascript:alert(1)"],
    ["CHAT_WIDGET_URL", "ftp://chat.example.net/widget.js"],
    ["CHAT_WIDGET_SELECTOR", " "],
  ])("refuses %s=%s", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^  ${name}: `, "m"));
  });

  describe("TRUST_PROXY", () => {
    it("trusts no proxy when unset, empty or false", () => {
      for (const value of [undefined, "", "false"]) expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toBe(false);
    });

    it("trusts every proxy with true, a number of hops with a number, and addresses or ranges with a list", () => {
      expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
      const hops = loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY as (address: string, hop: number) => boolean;
      expect([0, 1, 2].map((hop) => hops("10.0.0.1", hop))).toEqual([true, true, false]);
      expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8"]);
    });

    it.each([
      ["unset", undefined, "127.0.0.1", "127.0.0.1"],
      ["1", "1", "127.0.0.1", "203.0.113.9"],
      ["1", "1", "10.1.2.3", "203.0.113.9"],
      ["loopback", "loopback", "127.0.0.1", "203.0.113.9"],
      ["loopback", "loopback", "10.1.2.3", "10.1.2.3"],
    ])(
      "with TRUST_PROXY %s, a request from %s via a proxy has the client address %s",
      async (_name, value, remote, expected) => {
        const app = Fastify({ trustProxy: loadConfig({ TRUST_PROXY: value }).TRUST_PROXY });
        app.get("/ip", async (request) => ({ ip: request.ip }));
        const response = await app.inject({
          method: "GET",
          url: "/ip",
          remoteAddress: remote,
          headers: { "x-forwarded-for": "198.51.100.1, 203.0.113.9" },
        });
        await app.close();
        expect(response.json().ip).toBe(remote === expected ? remote : expected);
      },
    );
  });
});
