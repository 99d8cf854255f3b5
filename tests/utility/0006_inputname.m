% inputname: the MathWorks inputname page's getname/getname2 examples.
x = {'hello','goodbye'};
y = struct('a',42,'b',78);
z = rand(4);
getname2(x,y,z)
getname2(x,y.a,z)
getname2(x{2},y,z)
a = 5; b = 3;
getname(a,b)
getname(5,3)
getname(a+1,b)
Age = [38;43]; Height = [71;69];
T = table(Age, Height);
disp(T.Properties.VariableNames)
try
  getname3(a)
catch err
  disp(err.identifier)
end
try
  inputname(1)
catch err
  disp(err.identifier)
end

function getname(a,b)
s = inputname(1);
disp(['First calling variable is ''' s '''.'])
end

function getname2(a,b,c)
for m = 1:nargin
    disp(['Calling variable ' num2str(m) ' is ''' inputname(m) '''.'])
end
end

function getname3(a, b)
inputname(2)
end
