-- Which kiosks belong to the demo (issue 21): the demo seed's fleet and the kiosks `npm run simulate` creates. Only
-- these may be given new keys and driven by the simulator and the embedded demo's live fleet; a kiosk an operator
-- adds is never one (the flag is set at creation only, never by an edit).
ALTER TABLE "kiosks" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Databases seeded before the flag: the seed's kiosks by their serial numbers in the demo companies, and the kiosks
-- earlier simulator runs made (their serial and the address the simulator writes). Company by company, each under
-- its own tenant setting (as 0007's backfill).
DO $$
DECLARE c uuid;
BEGIN
  FOR c IN SELECT id FROM companies WHERE subdomain IN ('demo', 'acme') LOOP
    PERFORM set_config('app.company_id', c::text, true);
    UPDATE kiosks SET is_demo = true
      WHERE company_id = c
        AND (serial_number IN ('DF-LA-001', 'DF-SF-002', 'DF-TK-003', 'DF-OS-004', 'AS-LDN-01', 'AS-NYC-02')
          OR (serial_number ~ '^SIM-[0-9]{4}$' AND address = 'Simulated by npm run simulate'));
  END LOOP;
END $$;
