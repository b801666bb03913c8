// Preloaded (`node --require`) into every Node child the stack starts. The children run in process groups of their
// own, so a parent killed outright (SIGKILL from a phase's time limit, a crashed jest worker) can neither signal
// them nor run its exit handler: without this they would outlive the run, keep their ports and answer the next
// run's requests. When the parent is gone (this process was re-parented), stop as a SIGTERM would.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 1000).unref();
