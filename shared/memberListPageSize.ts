/**
 * How many members a page of the members list (C1) holds when the app reads the whole collection: the app asks for
 * pages of this size (src/resources/members/api.ts), and the reference server builds those very pages when it
 * starts (server/src/modules/members/warm.ts), so the two must agree. 2,500 rather than the spec's 10,000: the first
 * page arrives about four times sooner, and the others are read four at a time anyway (100,000 members: 40 pages).
 */
export const MEMBER_LIST_PAGE_SIZE = 2500;
