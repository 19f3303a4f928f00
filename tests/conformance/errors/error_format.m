n = 3;
error('Value %d is too large (max %d)', n, 2);
