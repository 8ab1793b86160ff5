import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jobs } from "~/content/jobs";
import { joinPage } from "~/content/pages/join";
import { JobCard } from "./job-card";

const job = jobs[0]!;
const applyHref = "mailto:hello@attune.example?subject=Research%20Fellow%20-%20AI%20Behavioral%20Analysis";

function renderCard() {
  render(<JobCard job={job} labels={joinPage.opportunities} applyHref={applyHref} />);
  return screen.getByRole("button", { name: `Learn More ${job.title}` });
}

describe("JobCard", () => {
  it("shows the title, description and the three tags with their meaning, details collapsed", () => {
    const button = renderCard();
    expect(screen.getByRole("heading", { level: 3, name: job.title })).toBeInTheDocument();
    expect(screen.getByText(job.description)).toBeInTheDocument();
    expect(screen.getByText("Remote").closest("li")).toHaveTextContent("Location: Remote");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById(button.getAttribute("aria-controls")!)).not.toBeVisible();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("expands in place on click to the responsibilities and the apply e-mail, and collapses again", async () => {
    const user = userEvent.setup();
    const button = renderCard();
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(job.responsibilities[0]!)).toBeVisible();
    expect(
      screen.getByRole("link", { name: `${joinPage.opportunities.applyLabel} ${job.title}` }),
    ).toHaveAttribute("href", applyHref);
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("toggles with Enter and Space from the keyboard", async () => {
    const user = userEvent.setup();
    const button = renderCard();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
