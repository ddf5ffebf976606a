import type { Faq } from "@froyo/contracts";
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from "@mui/material";
import { useId } from "react";
import { ExpandIcon } from "./ExpandIcon";

/**
 * The questions as an accordion: each question is an h2 holding a button (aria-expanded, aria-controls) that shows
 * its answer; Tab moves between questions, Enter or Space opens one. Several may be open at once.
 */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  const id = useId();
  return (
    <Box>
      {faqs.map((faq, index) => (
        <Accordion
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is shown as the server ordered it, never reordered here
          key={index}
          disableGutters
          slotProps={{ heading: { component: "h2" } }}
        >
          <AccordionSummary
            expandIcon={<ExpandIcon />}
            id={`${id}-question-${index}`}
            aria-controls={`${id}-answer-${index}`}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {faq.question}
            </Typography>
          </AccordionSummary>
          {/* MUI wraps the answer in a region labelled by the question, with the id aria-controls names. */}
          <AccordionDetails>
            <Typography color="text.secondary" sx={{ whiteSpace: "pre-line" }}>
              {faq.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
