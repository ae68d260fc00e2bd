import { isServerRenderedStaffPath, opensWithoutSession, safeNext, signInPath } from './staff-paths';

test('next is a back-office path of this site, or the back office home', () => {
  expect(safeNext('/staff/accounts?edit=3')).toBe('/staff/accounts?edit=3');
  expect(safeNext('/staff')).toBe('/staff');
  for (const unsafe of [
    'https://evil.example/staff',
    '//evil.example/staff',
    '/\\evil.example',
    '/staff/../about',
    '/about',
    '/staffing',
    'javascript:alert(1)',
    '/staff/sign-in?next=/staff',
    null,
  ])
    expect(safeNext(unsafe), String(unsafe)).toBe('/staff');
});

test('the sign-in address carries where to come back and why', () => {
  expect(signInPath('/staff/audit?page=2', true)).toBe(
    '/staff/sign-in?next=%2Fstaff%2Faudit%3Fpage%3D2&reason=expired',
  );
});

test('the sign-in, forgotten-password and reset pages open without a session; the server renders the first only', () => {
  for (const path of ['/staff/sign-in', '/staff/forgot', '/staff/reset', '/staff/sign-in/'])
    expect(opensWithoutSession(path), path).toBe(true);
  for (const path of ['/staff', '/staff/', '/staff/inbox', '/staff/sign-in/more', '/staff/nowhere', '/about'])
    expect(opensWithoutSession(path), path).toBe(false);
  expect(isServerRenderedStaffPath('/staff/sign-in')).toBe(true);
  expect(isServerRenderedStaffPath('/staff/forgot')).toBe(false);
  expect(isServerRenderedStaffPath('/staff/reset')).toBe(false);
  expect(isServerRenderedStaffPath('/staff')).toBe(false);
});
