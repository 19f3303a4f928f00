a = func2str(@cos)
b = func2str(@(t) sin(t).^2)
