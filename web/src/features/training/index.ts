/** The training feature's public face: what the dashboard's navigation offers of it (the manual, the videos). */
export { useTraining } from "./api/get-training";
export { type ManualDownload, useManualDownload } from "./components/use-manual-download";
