h = rgb2hsv([0.5 0.3 0; 0.2 0.2 0.2; 0 0.4 0.9; 1 0 0.5])
r = hsv2rgb(h)
im = rgb2hsv(uint8(cat(3, [0 255], [128 64], [255 0])))
back = hsv2rgb([0.9 1 1])
try, rgb2hsv({1}), catch e, disp(e.message), end
try, rgb2hsv([1 2]), catch e, disp(e.message), end
