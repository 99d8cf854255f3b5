% 0009_contains.m: contains, startsWith and endsWith with one or several patterns and IgnoreCase
% Octave 7 lacks these functions; values from the MATLAB contains/startsWith/endsWith pages
tf = contains("Mary Ann Jones", "Ann")
tf = contains({'abc', 'xyz', 'cab'}, 'ab')
tf = contains('abc', {'x', 'c'})
tf = startsWith('Hello', 'he')
tf = startsWith('Hello', 'he', 'IgnoreCase', true)
tf = endsWith({'data.csv', 'notes.txt'}, '.csv')
tf = contains(["Mary Ann Jones" "Christopher Matthew Burns" "John Paul Smith"], ["Ann" "Paul"])
