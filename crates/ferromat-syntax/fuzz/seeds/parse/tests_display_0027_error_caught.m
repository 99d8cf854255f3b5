try
    error('myid:x', 'Value %d too big', 7)
catch err
    disp(err.message)
    disp(err.identifier)
end
try
    error('Error. \nInput must be a char.')
catch err
    disp(err.message)
end
