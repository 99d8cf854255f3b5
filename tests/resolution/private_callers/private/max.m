function m = max(x)
% A private max: only files in the parent folder (private_callers) see it.
m = -sum(x);
end
