import { describe, expect, it } from "vitest";
import { messages } from "#core/messages.ts";

// The specification's texts (/work/shared/spec.md, its quoted messages), copied here as literals once:
// every other test reads its expected texts from messages.ts, so only this list pins the wording.
const SPEC_TEXTS = [
  "Loading your profile...",
  "Protected Build",
  "Go to Login / Register Page",
  "Upgrade to Premium",
  "VIP Activated",
  "Player",
  "No hunters.",
  "Hunters",
  "Buy Slots",
  "VIP Hunter",
  "100% Engraved!",
  "New Hunter",
  "Unlock Slot",
  "Loading Game Data...",
  "Anonymous User",
  "VIP Feature Locked",
  "Item added to build!",
  "Your inventory is full",
  "No items match your filters, or your inventory is empty.",
  "Try adjusting your filters or add a new item.",
  "Are you sure you want to delete this item? This action cannot be undone.",
  "Loading Inventory...",
  "Add New Item to Inventory",
  "VIP Only Feature",
  "Created by",
  "Copied!",
  "This player has not made any hunters public yet.",
  "This player has not unlocked any achievements yet.",
  "Update My Achievements",
  "Calculating...",
  "No scheduled events",
  "No event details for this day.",
  "Hunter saved successfully!",
  "Save & Delete Items",
  "Save Only",
  "Passwords do not match.",
  "Password must be at least 6 characters long.",
  "Nickname must be at least 3 characters long.",
  "Nickname cannot be longer than 15 characters.",
  "Nickname can only contain letters and numbers.",
  "This nickname is already taken.",
  "Please enter your email.",
  "Please select an avatar.",
  "This is a VIP avatar. Please upgrade to use it.",
  "Anonymous users cannot change password.",
  "Failed to update password. Please check your current password.",
  "Please enter a description for your bug report.",
  "Please enter a name for the preset.",
  "No preset selected to update.",
  "VIP function. Upgrade to edit presets!",
  "You must be logged in to save.",
  "Only public hunters can be shared.",
  "Response is not valid JSON object.",
  "Response is missing data field.",
  "Request was cancelled.",
  "Password reset email sent! Please check your inbox.",
  "A new verification email has been sent. Please check your inbox (and spam folder).",
  "Failed to send verification email. Please try again in a few minutes.",
  "Avatar updated successfully!",
  "Password updated successfully!",
  "Your feedback has been submitted successfully!",
  "Failed to submit feedback. Please try again.",
  "Failed to save preset.",
  "Preset updated successfully!",
  "Failed to update preset.",
  "Preset deleted.",
  "Failed to delete preset.",
  "Failed to save hunter.",
  "Failed to delete hunter.",
  "No items match your filters.",
  "No stats added yet.",
  "Trait data not available.",
  "Please, select a Paragon Class in General tab first.",
  "Loading inventory...",
  "Could not load achievement progress.",
  "An unknown error occurred. Please try again.",
  "Invalid hunter link.",
  "This hunter build is private.",
  "Hunter build not found.",
  "Failed to load hunter data.",
  "Hunter data is missing.",
  "Public profile data for this user is missing.",
  "Error: User ID not found.",
  "Failed to copy link.",
  "Failed to copy.",
  "Error creating share link.",
  "Error updating hunter status.",
  "Referral link copied!",
  "Share link copied!",
  "Link copied!",
  "Please enter a description for your feature report.",
  " Concludes at 12:00 UTC.",
];

const stored = new Set<unknown>(Object.values(messages).filter((value) => typeof value === "string"));

describe("messages.ts against the specification", () => {
  it.each(SPEC_TEXTS)("holds %j verbatim", (text) => {
    expect(stored.has(text)).toBe(true);
  });

  it("fills the spec's templates with their values", () => {
    expect(messages.presetLimit(3)).toBe("You have reached your limit of 3 presets.");
    expect(messages.presetSaved("Bows")).toBe('Preset "Bows" saved!');
    expect(messages.profileNotFound("ana")).toBe(
      'Profile not found for "ana". Make sure the nickname is correct.',
    );
    expect(messages.displayingPublicHunters(4)).toBe("Displaying 4 public hunters");
    expect(messages.slotLabel(2)).toBe("Slot 2");
  });
});
