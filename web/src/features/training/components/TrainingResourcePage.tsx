import { Card, CardContent, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { PageHeader } from "../../../components/PageHeader";
import { TrainingLoadError } from "./TrainingLoadError";

interface TrainingResourcePageProps {
  title: string;
  description: string;
  /** GET /api/training failed (and nothing is known): the action is replaced by the error and a retry. */
  error?: unknown;
  onRetry: () => void;
  children: ReactNode;
}

/** The page of one training resource: its title, what it offers, and its action. */
export function TrainingResourcePage({ title, description, error, onRetry, children }: TrainingResourcePageProps) {
  return (
    <>
      <PageHeader title={title} />
      <Card sx={{ maxWidth: 720 }}>
        <CardContent sx={{ p: 3, display: "flex", flexDirection: "column", gap: 2.5 }}>
          <Typography>{description}</Typography>
          {error ? <TrainingLoadError error={error} onRetry={onRetry} /> : children}
        </CardContent>
      </Card>
    </>
  );
}
