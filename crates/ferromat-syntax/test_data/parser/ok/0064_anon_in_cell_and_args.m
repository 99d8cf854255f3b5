c = {@(x) x + 1, @(x) x - 1};
cellfun(@(s) numel(s), c)
