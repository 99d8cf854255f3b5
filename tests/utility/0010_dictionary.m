% dictionary (R2022b+): the examples of the MathWorks dictionary pages
% (Create and Manage Dictionaries, Manage Data Types in Dictionaries, keys,
% values, isKey, insert, remove, lookup, entries, types, numEntries,
% isConfigured, configureDictionary, keyMatch), value semantics,
% insertion order, vectorised lookup/assignment/removal and the errors.
products = ["Tomato" "Carrot" "Mango" "Mushroom"];
prices = [1 0.5 2.50 1.99];
d = dictionary(products,prices)
disp(d("Carrot"))
% A value object: changing a copy leaves the original alone.
d2 = d;
d2("Apple") = 3;
fprintf('%d %d\n', numEntries(d), numEntries(d2))
s.d = d;
s.d("Fig") = 4;
fprintf('%d %d\n', isKey(d, "Fig"), isKey(s.d, "Fig"))
% Insertion order: removal keeps the rest in order, new keys go last,
% an overwrite keeps its place.
d("Mango") = [];
d(["Kiwi" "Lime"]) = 0.25;
d("Tomato") = 1.5;
disp(strjoin(keys(d)', ' '))
disp(mat2str(values(d)'))
disp(mat2str(d(["Tomato" "Lime"; "Kiwi" "Carrot"])))
disp(mat2str(isKey(d, ["Tomato" "Mango"])))
d(["Carrot" "Kiwi"]) = [];
disp(strjoin(keys(d)', ' '))
d(["A" "B"]) = [7 8];
disp(mat2str(d(["B" "A"])))
% Entries of another type are converted to the configured types.
h = dictionary("hello","world")
h("newKey") = 1
one = dictionary('x', 'y')
c = configureDictionary("string","double")
e = dictionary;
disp(isConfigured(e))
disp(isConfigured(dictionary(1,"Blue")))
disp(numEntries(e))
names = ["Unicycle" "Bicycle" "Tricycle"];
wheels = [1 2 3];
w = dictionary(wheels,names)
[keyType,valueType] = types(w)
n = numEntries(w)
k = keys(w)
kc = keys(w,"cell")
v = values(w)
vc = values(w,"cell");
disp(class(vc)); disp(size(vc)); disp(vc{2})
E = entries(w)
S = entries(w,"struct")
disp(S(3).Value)
v = lookup(w,1)
v = lookup(w,[3,5],'FallbackValue',"Wheeled Vehicle")
w = remove(w,2)
w = dictionary(wheels,names);
w = remove(w,[2,3])
w = dictionary(wheels,names);
w = insert(w,4,"Car")
w = dictionary(wheels,names);
w = insert(w,[2 4],["Motorcycle" "Car"],'Overwrite',false)
% Cell values: d(key) gives a cell, d{key} its contents.
months = dictionary(["Jan";"Feb";"Mar"], {["New Year","MLK"]; ["Valentine's","Presidents'"]; []});
disp(class(months("Jan")))
disp(strjoin(months{"Jan"}, ' / '))
months{"Apr"} = 42;
disp(months{"Apr"})
disp(numEntries(months))
% Every NaN key matches every other (keyMatch).
nk = dictionary([1 NaN], [10 20]);
nk(NaN) = 30;
fprintf('%d %d\n', numEntries(nk), nk(NaN))
disp(class(d))
disp(isobject(d))
disp(size(d))
disp(isequal(dictionary(["a" "b"], [1 2]), dictionary(["b" "a"], [2 1])))
disp(isequal(dictionary(["a" "b"], [1 2]), dictionary(["a" "b"], [1 3])))
try
    d("Nope")
catch err
    disp(err.identifier)
end
try
    d(["Tomato" "Nope"])
catch err
    disp(err.identifier)
end
try
    x = e("a");
catch err
    disp(err.identifier)
end
try
    e("a") = [];
catch err
    disp(err.identifier)
end
try
    dictionary(["a" "b"], [1 2 3])
catch err
    disp(err.identifier)
end
try
    dictionary(1, 2, 3)
catch err
    disp(err.identifier)
end
try
    d + 1
catch err
    disp(err.message)
end
