rand('state', 5);
a = rand(2)
