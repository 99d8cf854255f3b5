function r = use_private(x)
% Calls helper (private), which calls its private sibling twice, and max,
% which the private folder shadows for this file only.
r = [helper(x), max(x)];
end
