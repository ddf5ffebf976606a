import { DEFAULT_SETTINGS, type Settings } from "./settings";

export type SettingsAction =
  | { [K in keyof Settings]: { type: "set"; key: K; value: Settings[K] } }[keyof Settings]
  | { type: "reset"; keep?: Partial<Settings> };

/** Every change of the settings drawer goes through here; `reset` returns to the defaults (keeping `keep`). */
export function settingsReducer(state: Settings, action: SettingsAction): Settings {
  switch (action.type) {
    case "set":
      return state[action.key] === action.value ? state : { ...state, [action.key]: action.value };
    case "reset":
      return { ...DEFAULT_SETTINGS, ...action.keep };
  }
}

/** True when nothing differs from the defaults (the drawer's reset button is then disabled). */
export function isDefaultSettings(settings: Settings, keep: Partial<Settings> = {}): boolean {
  const expected: Settings = { ...DEFAULT_SETTINGS, ...keep };
  return (Object.keys(expected) as (keyof Settings)[]).every((key) => settings[key] === expected[key]);
}
