import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { contactPage } from "#app/content/pages/contact.ts";
import { CommunityCard } from "./community-card.tsx";

const copy = contactPage.cards.community;

describe("CommunityCard", () => {
  it("without a community URL says it is coming soon and renders no link at all", () => {
    const { container } = render(<CommunityCard {...copy} />);
    expect(screen.getByRole("heading", { name: "Community" })).toBeInTheDocument();
    expect(screen.getByText(copy.comingSoon)).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(container.querySelector("a")).toBeNull();
  });

  it("with a community URL links there in a new tab, saying so", () => {
    const { container } = render(<CommunityCard {...copy} communityUrl="https://chat.example.org/invite" />);
    const link = within(container).getByRole("link", { name: `${copy.linkLabel} (opens in a new tab)` });
    expect(link).toHaveAttribute("href", "https://chat.example.org/invite");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.queryByText(copy.comingSoon)).not.toBeInTheDocument();
  });
});
