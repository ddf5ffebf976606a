import { Box, Card, CardContent, Typography } from "@mui/material";
import { type ReactNode, useId } from "react";
import { primaryTextColor } from "../../../theme/readable-color";

interface TrainingCardProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** The card's action: a link, a button, or a note saying why there is none. */
  children: ReactNode;
}

/** One resource of the training overview: a titled section (h2) with what it is and how to open it. */
export function TrainingCard({ icon, title, description, children }: TrainingCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: "100%" }}>
      <CardContent sx={{ p: 3, display: "flex", flexDirection: "column", gap: 2, height: "100%" }}>
        <Box sx={{ color: primaryTextColor, display: "flex" }} aria-hidden="true">
          {icon}
        </Box>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {description}
        </Typography>
        <div>{children}</div>
      </CardContent>
    </Card>
  );
}
