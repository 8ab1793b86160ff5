import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jobs } from "#app/content/jobs.ts";
import { joinPage } from "#app/content/pages/join.ts";
import { JobCard } from "./job-card.tsx";

const job = jobs[0]!;
const applyHref = "mailto:hello@attune.example?subject=Research%20Fellow%20-%20AI%20Behavioral%20Analysis";

/** The card's "Learn More" disclosure: a native <summary> named after the label and the job. */
function renderCard() {
  render(<JobCard job={job} labels={joinPage.opportunities} applyHref={applyHref} />);
  const summary = screen.getByText(joinPage.opportunities.learnMoreLabel).closest("summary")!;
  expect(summary).toHaveAccessibleName(`Learn More ${job.title}`);
  return { summary, details: summary.closest("details")! };
}

describe("JobCard", () => {
  it("shows the title, description and the three tags with their meaning, details collapsed", () => {
    const { details } = renderCard();
    expect(screen.getByRole("heading", { level: 3, name: job.title })).toBeInTheDocument();
    expect(screen.getByText(job.description)).toBeVisible();
    expect(screen.getByText(joinPage.opportunities.plannedLabel)).toBeVisible();
    expect(screen.getByText("Remote").closest("li")).toHaveTextContent("Location: Remote");
    expect(details).not.toHaveAttribute("open");
    // In the HTML (for search engines, find-in-page and readers without scripts), but closed.
    expect(screen.getByText(job.responsibilities[0]!)).not.toBeVisible();
  });

  it("expands in place on click to the responsibilities and the apply e-mail, and collapses again", async () => {
    const user = userEvent.setup();
    const { summary, details } = renderCard();
    await user.click(summary);
    expect(details).toHaveAttribute("open");
    expect(screen.getByText(job.responsibilities[0]!)).toBeVisible();
    const apply = screen.getByRole("link", { name: `${joinPage.opportunities.applyLabel} ${job.title}` });
    expect(apply).toHaveAttribute("href", applyHref);
    expect(apply).toBeVisible();
    await user.click(summary);
    expect(details).not.toHaveAttribute("open");
    expect(apply).not.toBeVisible();
  });
});
