/** Stand-in: the Visits tab is written by the visits work (issue 24, part 5); the integrator takes that file. */
export function VisitsTab() {
  return null;
}
