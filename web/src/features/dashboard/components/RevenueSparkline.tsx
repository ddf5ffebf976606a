import { Box, Skeleton, useMediaQuery, useTheme } from "@mui/material";
import { SparkLineChart } from "@mui/x-charts/SparkLineChart";
import { formatMinor } from "../../../lib/money";
import { useElementWidth } from "../../../lib/use-element-width";
import { SPARKLINE_HEIGHT } from "./sparkline-size";

/**
 * The last 30 days' revenue as a sparkline (MUI X Charts, loaded with this component only). A picture: its figures
 * are in the table beside it for screen readers. Time runs with the reading direction.
 */
export function RevenueSparkline({ values, currency }: { values: number[]; currency: string }) {
  const theme = useTheme();
  const reduceMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const [boxRef, width] = useElementWidth<HTMLDivElement>();
  const isRtl = theme.direction === "rtl";
  return (
    <Box ref={boxRef} aria-hidden="true" sx={{ width: "100%", minWidth: 0, overflow: "hidden" }}>
      {width === 0 ? (
        <Skeleton variant="rounded" height={SPARKLINE_HEIGHT} />
      ) : (
        <SparkLineChart
          data={values}
          xAxis={{ reverse: isRtl }}
          width={width}
          height={SPARKLINE_HEIGHT}
          area
          curve="linear"
          color={theme.palette.primary.main}
          skipAnimation={reduceMotion}
          showTooltip
          showHighlight
          valueFormatter={(value) => (value === null ? "" : formatMinor(value, currency))}
          sx={{ "& .MuiAreaElement-root": { fillOpacity: 0.16 } }}
        />
      )}
    </Box>
  );
}
