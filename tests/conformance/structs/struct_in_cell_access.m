c = {struct('k', 5)};
c{1}.k
