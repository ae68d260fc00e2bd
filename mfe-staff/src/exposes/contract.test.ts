import { remoteContractTests } from '@freight/shared/test/remote-contract';

// This remote's promise to the shell, checked in its own pipeline (shared/test/remote-contract.ts).
// Against a deployed shell: SHELL_MANIFEST_URL=https://…/mf-manifest.json npx vitest run mfe-staff/src/exposes
remoteContractTests('mfe_staff', import.meta.url);
