// A cluster's primary as census/cluster.test.ts needs one: a forked process that answers a worker's
// census hits messages as the real primary does ('written' for each hit), or holds them unanswered
// after the test sends 'hold', or turns them all away as a full buffer does after 'full'. The real
// primary's writing is tested in cluster/cluster.test.ts.
let holding = false;
let full = false;
let messages = 0;
process.on('message', (message) => {
  if (message === 'hold') holding = true;
  if (message === 'full') full = true;
  if (message === 'messages') process.send({ type: 'messages', count: messages });
  if (message?.type !== 'tessera:census-hits') return;
  messages++;
  if (holding) return;
  const outcomes = message.hits.map(() => (full ? 'full' : 'written'));
  process.send({ type: 'tessera:census-written', batch: message.batch, outcomes });
});
process.send('ready');
