% onCleanup: the task runs when the last copy of the object is destroyed:
% at a function's end (normal or by error), on clear, on overwrite.
run_and_clean(false)
try
    run_and_clean(true)
catch err
    fprintf('caught: %s\n', err.message);
end
kept = make_cleanup('kept object destroyed');
disp('after make_cleanup')
clear kept
disp('after clear')
c = onCleanup(@() disp('overwritten'));
fprintf('class %s, isobject %d, handle %d\n', class(c), isobject(c), isa(c, 'handle'));
disp(func2str(c.task))
c = 1;
% Copies share one object: the task runs once, with the last copy.
g = onCleanup(@() disp('last copy gone'));
g2 = g;
clear g
disp('one copy left')
clear g2
% Objects inside containers are destroyed with the container.
s.a = onCleanup(@() disp('field removed'));
s = rmfield(s, 'a');
z = {onCleanup(@() disp('cell emptied'))};
z = {};
% delete runs the task at once, and only once; cancel drops it.
e = onCleanup(@() disp('deleted early'));
delete(e)
clear e
d = onCleanup(@() disp('never shown'));
cancel(d)
clear d
% A task's error is reported as a warning and the script carries on.
f = onCleanup(@() error('demo:fail', 'task failed'));
clear f
disp('still running')
try
    onCleanup(3)
catch err
    disp(err.message)
end

function run_and_clean(fail)
disp('start')
cleaner = onCleanup(@() disp('cleanup ran'));
if fail
    error('demo:body', 'failing inside');
end
disp('end of body')
end

function obj = make_cleanup(text)
obj = onCleanup(@() disp(text));
end
