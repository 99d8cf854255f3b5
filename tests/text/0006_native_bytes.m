% unicode2native and native2unicode: UTF-8 by default, other encodings by
% name, and bytes given as uint8 or double.
b = unicode2native('café')
class(b)
native2unicode(b)
unicode2native('café', 'ISO-8859-1')
native2unicode([99 97 102 233], 'latin1')
unicode2native("€5", 'windows-1252')
native2unicode(uint8([72 105]))
try
    native2unicode([1 300])
catch err
    disp(err.message)
end
try
    unicode2native('x', 'klingon')
catch err
    disp(err.message)
end
