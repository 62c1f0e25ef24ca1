// Jest's node environment, with a test file's global object that V8 can look names up on quickly.
//
// jest-environment-node 30 makes each test file's vm context from a Proxy (to find and delete, at teardown, what a
// test left on its globals). Every global name a test file's code reads (`Math`, `Buffer`, `Number`...) then goes
// through the context's interceptor and the Proxy, uncached: a pixel loop calling `Math.abs` ran 130x slower than
// under plain node (80 s instead of 0.6 s for one stillness measure), and every render's background picture 10x.
// Here the context is an ordinary global object (`vm.constants.DONT_CONTEXTIFY`, Node >= 22.8): names are looked up
// as in any script. Without that constant (Node 20, the unit tests' second run) the plain context of Jest 29 is
// used instead. Either way each test file still gets its own globals; only the teardown sweep of leftovers is lost,
// and a test file's context is garbage once the file is done.
import vm from 'node:vm';
import NodeEnvironmentModule from 'jest-environment-node';

const NodeEnvironment = NodeEnvironmentModule.TestEnvironment ?? NodeEnvironmentModule.default ?? NodeEnvironmentModule;

export default class FastGlobalsEnvironment extends NodeEnvironment {
  constructor(config, context) {
    const createContext = vm.createContext;
    vm.createContext = () => (vm.constants?.DONT_CONTEXTIFY !== undefined ? createContext(vm.constants.DONT_CONTEXTIFY) : createContext());
    try {
      super(config, context);
    } finally {
      vm.createContext = createContext;
    }
  }
}
