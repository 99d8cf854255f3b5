switch lower(s)
case 'yes', r = true;
case "no", r = false;
end
