// @vitest-environment node
import { remoteNodeLoadTests } from '@freight/shared/test/remote-contract';

// What the remote exposes loads where the server renders it: in Node, with no window or document.
remoteNodeLoadTests('mfe_staff', import.meta.url);
