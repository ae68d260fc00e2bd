// The federated floor's host entry: React from its own bundle (eager, as the shell's), the page's
// component from a remote through Module Federation, then hydration, nothing else.
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';

import('floorRemote/page').then(({ FloorPage }) =>
  hydrateRoot(document.getElementById('root'), createElement(FloorPage)),
);
