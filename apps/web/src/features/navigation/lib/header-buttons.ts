export interface HeaderButtons {
  back?: boolean;
  close?: boolean;
  menu?: boolean;
}

/**
 * The buttons a screen's header shows. Back and close both lead away from the screen in different
 * ways, so asking for both is a programming error (spec part 1 §2), reported loudly in development.
 */
export function resolveHeaderButtons(requested: HeaderButtons): Required<HeaderButtons> {
  if (requested.back && requested.close) {
    throw new Error('A header cannot show both a back button and a close button; choose one.');
  }
  return {
    back: requested.back ?? false,
    close: requested.close ?? false,
    menu: requested.menu ?? false,
  };
}
