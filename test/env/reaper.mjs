// The test servers' reaper: started detached by the global setup, it outlives a jest run that is killed (CI's time
// limit, Ctrl-C, an OOM kill) before its teardown, and then stops the servers that run left behind and removes
// their directory. Arguments: the owner's pid, the directory, the servers' pids. After a normal teardown the servers
// are gone already; the reaper sees its owner exit and finds nothing to do.
import { rmSync } from 'node:fs';

const [owner, dir, ...pids] = process.argv.slice(2);
const alive = (pid) => {
  try {
    process.kill(Number(pid), 0);
    return true;
  } catch {
    return false;
  }
};
const signal = (pid, name) => {
  try {
    process.kill(Number(pid), name);
  } catch {
    // gone already
  }
};

const timer = setInterval(() => {
  if (alive(owner)) return;
  clearInterval(timer);
  // Controllers before the apiserver, the apiserver before etcd: reverse start order, as the teardown.
  for (const pid of [...pids].reverse()) signal(pid, 'SIGTERM');
  setTimeout(() => {
    for (const pid of pids) if (alive(pid)) signal(pid, 'SIGKILL');
    if (!process.env.MONTAGE_KEEP_TEST_ENV) rmSync(dir, { recursive: true, force: true });
  }, 5_000);
}, 1_000);
