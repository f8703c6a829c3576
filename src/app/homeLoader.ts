// The home page chunk, shared by the app root (first load of "/", without the router) and the route table.
export const loadHomePage = () => import('@/features/home/pages/HomePage');
