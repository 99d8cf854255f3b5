% clabel text objects and their levels; nexttile spans, reuse and replacement.
[C, h] = contour([0 1 2; 1 2 3; 2 3 4], [1 2 3]);
t = clabel(C, h);
disp(get(t(1), 'Type'))
levels = [];
for k = 1:numel(t), levels(end+1) = str2double(get(t(k), 'String')); end
disp(unique(levels))
t = clabel([], h, [2 3]);
levels = [];
for k = 1:numel(t), levels(end+1) = str2double(get(t(k), 'String')); end
disp(unique(levels))
figure; C = contour([0 1 2; 1 2 3; 2 3 4], [1.5 2.5]);
tl = clabel(C);
types = {};
for k = 1:numel(tl), types{end+1} = get(tl(k), 'Type'); end
disp(sum(strcmp(types, 'text')) == sum(strcmp(types, 'line')) && numel(tl) >= 4)
try, clabel([1 2 3]), catch e, disp(e.identifier), end
try, clabel(C, h, 'manual'), catch e, disp(e.identifier), end
figure; tiledlayout(2, 3);
ax1 = nexttile([2 2]);
ax2 = nexttile;
p1 = get(ax1, 'Position'); p2 = get(ax2, 'Position');
disp(p2(1) > p1(1) + p1(3))
disp(p1(3) > 2 * p2(3))
ax3 = nexttile(6);
disp(isequal(nexttile(1), ax1))
ax5 = nexttile(5);
disp(isgraphics(ax1))
disp(numel(get(gcf, 'Children')))
try, nexttile([3 1]), catch e, disp(e.identifier), end
try, nexttile(1, [1 4]), catch e, disp(e.identifier), end
try, nexttile([0 1]), catch e, disp(e.identifier), end
