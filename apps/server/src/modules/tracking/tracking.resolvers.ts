/** The tracking module's operations (driver side, rider tracking, post-trip); see its SDL. */
export const trackingResolvers = { Query: {}, Mutation: {} };
