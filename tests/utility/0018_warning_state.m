% warning state structures: save, change and restore warning states.
s = warning('off', 'demo:one');
fprintf('%s %s\n', s.identifier, s.state);
warning('demo:one', 'hidden');
fprintf('%s\n', lastwarn);
q = warning('query', 'demo:one');
fprintf('%s %s\n', q.identifier, q.state);
warning(s);
q = warning('query', 'demo:one');
fprintf('%s %s\n', q.identifier, q.state);
warning('demo:one', 'shown %d', 2);
[msg, id] = lastwarn;
fprintf('%s | %s\n', msg, id);
% orig = warning('off', 'all') saves every state.
warning('off', 'demo:two');
orig = warning('off', 'all');
disp(size(orig));
fprintf('%s=%s ', orig(1).identifier, orig(1).state, orig(2).identifier, orig(2).state);
fprintf('\n');
warning('demo:three', 'silenced by all');
all_off = warning;
fprintf('%s %s %d\n', all_off.identifier, all_off.state, numel(all_off));
warning(orig);
now_states = warning;
fprintf('%s=%s ', now_states(1).identifier, now_states(1).state, now_states(2).identifier, now_states(2).state);
fprintf('\n');
warning('demo:three', 'visible again');
% a struct array made by hand, applied in order.
w(1) = warning('off', 'demo:a');
w(2) = warning('off', 'demo:b');
warning(w);
qa = warning('query', 'demo:a');
qb = warning('query', 'demo:b');
fprintf('%s %s\n', qa.state, qb.state);
m = warning('off', 'backtrace');
fprintf('%s %s\n', m.identifier, m.state);
warning(m);
b = warning('query', 'backtrace');
fprintf('%s\n', b.state);
warning('query', 'demo:two')
warning('on', 'all');
warning
