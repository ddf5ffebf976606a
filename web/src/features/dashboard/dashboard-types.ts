/*
 * The wire shape of GET /api/dashboard, as the contract has it (contracts/src/dashboard.schema.ts), under the names
 * this feature uses.
 */
export type {
  Dashboard as DashboardData,
  DashboardFigures as PeriodFigures,
  DashboardPeriod as PeriodSummary,
  LostSalesKiosk,
} from "@froyo/contracts";
