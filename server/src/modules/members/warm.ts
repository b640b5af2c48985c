import { MEMBER_LIST_PAGE_SIZE } from '../../../../shared/memberListPageSize.js';
import type { AppContext } from '../../context.js';
import { listMembers, memberCount, memberListSource } from './service.js';

/**
 * Builds, one after another, the members list's pages as the app reads the collection (pages of
 * MEMBER_LIST_PAGE_SIZE, from the first), so that an administrator who opens the list just after a start finds
 * them built or being built (issue 26: at 10,000 members the first rows ≤ 800 ms and at 100,000 the collection
 * complete ≤ 3 s after a server start; a fresh server otherwise stays idle while the browser starts the app, and
 * its first build is its slowest, the database's code and caches cold). The first page is built at once (npm start
 * listens once it is in: moduleWarmUps' `ready`); each next one when the server is quiet (`quiet()`). A page
 * answered from the previous run's kept answers costs only its fingerprint, and a page the app asks for while it is
 * being built is not built twice: the answer cache holds the build in progress.
 */
export async function warmMemberList(ctx: AppContext, quiet: () => Promise<boolean>): Promise<void> {
  const pages = Math.max(1, Math.ceil((await memberCount(ctx)) / MEMBER_LIST_PAGE_SIZE));
  for (let page = 1; page <= pages && (page === 1 || (await quiet())); page++) {
    const query = { page: String(page), limit: String(MEMBER_LIST_PAGE_SIZE) };
    await ctx.answers.get(memberListSource(ctx, query), (version) => listMembers(ctx, query, version));
  }
}
