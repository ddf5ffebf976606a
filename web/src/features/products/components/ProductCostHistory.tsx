import type { Product } from "@froyo/contracts";
import {
  Alert,
  Box,
  Button,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useId } from "react";
import { failureMessage } from "../../../lib/failure-message";
import { formatCalendarDate } from "../../../lib/format-date";
import { formatMinor } from "../../../lib/money";
import { useCompanyCurrency } from "../../../lib/use-currency";
import { useProductCosts } from "../api/get-product-costs";
import { useProductsTranslation } from "../use-products-translation";
import { AddCostForm } from "./AddCostForm";

interface ProductCostHistoryProps {
  product: Product;
  /** Reads the history (`view sales`). */
  canRead: boolean;
  /** Adds a cost from a chosen date (`edit products`). */
  canAdd: boolean;
}

/**
 * A product's costs, newest first, each from its local date on (decision 043), and a cost to add from a chosen date.
 * It sits inside the product's edit dialog, itself a form: the add form is a group of fields, not a nested form.
 */
export function ProductCostHistory({ product, canRead, canAdd }: ProductCostHistoryProps) {
  const { t } = useProductsTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: "grid", gap: 1.5 }}>
      <Box>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t("costs.title")}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("costs.description")}
        </Typography>
      </Box>
      {canRead && <CostTable productId={product.id} labelId={headingId} />}
      {canAdd && <AddCostForm productId={product.id} />}
    </Box>
  );
}

function CostTable({ productId, labelId }: { productId: string; labelId: string }) {
  const { t } = useProductsTranslation();
  const currency = useCompanyCurrency();
  const costs = useProductCosts(productId, true);
  if (costs.error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void costs.mutate()}>
            {t("costs.retry")}
          </Button>
        }
      >
        {failureMessage(costs.error, t("costs.loadFailed"))}
      </Alert>
    );
  }
  if (!costs.data) {
    return (
      <Box aria-busy="true">
        <Skeleton variant="rounded" height={72} />
      </Box>
    );
  }
  if (costs.data.data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t("costs.empty")}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-labelledby={labelId}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t("costs.from")}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {t("costs.cost")}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {costs.data.data.map((cost) => (
          <TableRow key={cost.effective_from}>
            <TableCell component="th" scope="row">
              {formatCalendarDate(cost.effective_from)}
            </TableCell>
            <TableCell align="right">{formatMinor(cost.cost_cents, currency)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
